import { describe, expect, it } from 'vitest';
import { websiteLoanApplicationUrl } from './loan-entry';

describe('websiteLoanApplicationUrl', () => {
  it('is the bare address without a partner link', () => {
    expect(websiteLoanApplicationUrl('https://kredo.example', {})).toBe(
      'https://kredo.example/loan-application',
    );
  });

  it("carries the link's details, encoded, and nothing else", () => {
    const url = new URL(
      websiteLoanApplicationUrl('https://kredo.example', {
        utmSource: 'SCMEESHO',
        currentEmployer: 'Tata Consultancy Services & Co',
        loanId: 'L-42',
        redirect: 'loans',
      }),
    );
    expect(url.pathname).toBe('/loan-application');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'SCMEESHO',
      currentEmployer: 'Tata Consultancy Services & Co',
      loanId: 'L-42',
      redirect: 'loans',
    });
  });
});
