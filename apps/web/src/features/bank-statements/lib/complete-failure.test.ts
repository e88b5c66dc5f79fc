import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, clientError } from '../../../lib/api-error';
import { readCompleteFailure } from './complete-failure';

describe('a refused complete', () => {
  it("waits while the analyser is reading: 409 'Wait till the txns are Processed'", () => {
    const busy = new ApiRequestError(409, { code: 'CONFLICT', message: messages.statementWaitProcessing });
    expect(readCompleteFailure(busy)).toEqual({ kind: 'wait' });
  });

  it('does not wait on a session that has ended, a 409 too', () => {
    const ended = new ApiRequestError(409, { code: 'CONFLICT', message: messages.statementNoStart });
    expect(readCompleteFailure(ended)).toEqual({ kind: 'failed', message: messages.statementNoStart });
  });

  it("shows the server's message otherwise", () => {
    const nothing = new ApiRequestError(422, {
      code: 'UNPROCESSABLE',
      message: messages.statementNothingUploaded,
    });
    expect(readCompleteFailure(nothing)).toEqual({
      kind: 'failed',
      message: messages.statementNothingUploaded,
    });
    expect(readCompleteFailure(clientError('TIMEOUT'))).toEqual({
      kind: 'failed',
      message: "Couldn't process the request, please try again",
    });
    expect(readCompleteFailure(new Error('bug'))).toEqual({
      kind: 'failed',
      message: messages.genericRequestFailure,
    });
  });
});
