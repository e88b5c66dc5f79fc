import { statementTimings } from '@kredo/contract/bank-statements';
import { useEffect, useEffectEvent, useState } from 'react';
import { readCompleteFailure } from './complete-failure';

export type CompletePhase =
  | { phase: 'idle'; failure?: string }
  | { phase: 'completing' }
  /** The analyser is still reading; complete is asked again in 5 s. */
  | { phase: 'waiting' }
  | { phase: 'done' };

/**
 * Runs `complete`, and while the server says 'Wait till the txns are Processed' runs it again
 * every 5 s (spec 000 §4.8) until it is done or refused; leaving the screen stops the retries.
 */
export function useCompleteWithRetry(complete: () => Promise<unknown>) {
  const [state, setState] = useState<CompletePhase>({ phase: 'idle' });

  async function attempt() {
    setState({ phase: 'completing' });
    try {
      await complete();
      setState({ phase: 'done' });
    } catch (error) {
      const failure = readCompleteFailure(error);
      setState(failure.kind === 'wait' ? { phase: 'waiting' } : { phase: 'idle', failure: failure.message });
    }
  }
  const retry = useEffectEvent(() => void attempt());

  useEffect(() => {
    if (state.phase !== 'waiting') return;
    const timer = setTimeout(retry, statementTimings.completeRetryMs);
    return () => clearTimeout(timer);
  }, [state]);

  return { state, start: () => void attempt() };
}
