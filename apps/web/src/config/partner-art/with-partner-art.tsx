import { Suspense, use, type ReactNode } from 'react';
import { loadedPartnerArt, loadPartnerArt } from './load-partner-art';
import type { PartnerArt } from './types';

type WithPartnerArtProps = {
  partnerId: string;
  /** Holds the art's place while its chunk downloads. */
  placeholder: ReactNode;
  /** Shown when the chunk could not be downloaded; the next render of this component retries. */
  fallback: ReactNode;
  children: (art: PartnerArt) => ReactNode;
};

// Art is decoration: a failed download resolves to undefined here instead of throwing to an
// error boundary, which would replace the screen and log the failure as a crash.
const outcomes = new WeakMap<Promise<PartnerArt>, Promise<PartnerArt | undefined>>();

/**
 * The outcome of a download, marked settled the way React's `use` reads a thenable (`status` and
 * `value`): art that has already arrived (the landing's, fetched before the first render) is
 * read at once instead of suspending for a tick, and React holding the content back for 300 ms
 * after the placeholder (docs/decisions.md, "The landing's first frame").
 */
function outcomeOf(art: Promise<PartnerArt>, ready: PartnerArt | undefined): Promise<PartnerArt | undefined> {
  let outcome = outcomes.get(art);
  if (!outcome) {
    const settled = art.catch(() => undefined);
    outcome = ready ? Object.assign(settled, { status: 'fulfilled', value: ready }) : settled;
    outcomes.set(art, outcome);
  }
  return outcome;
}

/**
 * Renders `children` with the partner's art once its chunk has arrived. The promise is taken
 * here, above the Suspense boundary, and handed down: the suspended child re-renders alone when
 * it settles, so it reads that settled promise rather than starting a new download on every
 * retry once a failed one has been forgotten.
 */
export function WithPartnerArt({ partnerId, placeholder, fallback, children }: WithPartnerArtProps) {
  const outcome = outcomeOf(loadPartnerArt(partnerId), loadedPartnerArt(partnerId));
  return (
    <Suspense fallback={placeholder}>
      <ArtOrFallback outcome={outcome} fallback={fallback}>
        {children}
      </ArtOrFallback>
    </Suspense>
  );
}

type ArtOrFallbackProps = Omit<WithPartnerArtProps, 'partnerId' | 'placeholder'> & {
  outcome: Promise<PartnerArt | undefined>;
};

function ArtOrFallback({ outcome, fallback, children }: ArtOrFallbackProps) {
  const art = use(outcome);
  return art ? children(art) : fallback;
}
