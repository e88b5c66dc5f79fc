// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { profileRoute, submit, typeInto } from '../form-test-kit';
import { profileWith, serve, statusWith } from '../test-kit';

/*
 * The references correction shows spec 000's quoted texts exactly (§5.1; docs/texts.md). The
 * quotes are written out here, not read from the catalogue.
 */

describe("the references correction's spec texts", () => {
  it("says 'Reference name can't be same' and 'Reference mobile number can't be same' of a repeated reference", async () => {
    serve(
      statusWith('INCOMPLETE_INFO', ['REFERENCES_INCOMPLETE']),
      profileRoute(
        profileWith({
          references: [
            { referenceName: 'Ravi Verma', referenceMobile: '9811111111', referenceRelation: 'Brother' },
            { referenceName: 'Meena Rao', referenceMobile: '9822222222', referenceRelation: 'Colleague' },
          ],
        }),
      ),
    );
    await renderApp('/incomplete-info/references');
    await screen.findByRole('form', { name: 'References' });

    typeInto(/^Friend Reference Name/, 'ravi verma');
    typeInto(/^Friend Reference Mobile Number/, '9811111111');
    submit();

    expect(await screen.findByText("Reference name can't be same")).toBeTruthy();
    expect(screen.getByText("Reference mobile number can't be same")).toBeTruthy();
  });
});
