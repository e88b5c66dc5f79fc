import { useState } from 'react';

/**
 * What a field shows for the value its form holds. `format` writes the value for the eye (an ISO
 * date as DD/MM/YYYY). With `keepTyped`, text typed key by key stays on screen while it still
 * reads as the value, so '+91' typed a character at a time is not taken for the number's first
 * digits ('+91 98765 43210' holds '9876543210'); it gives way to the value once the field is
 * left, and a paste or an autofill shows the value at once. A function given as `keepTyped` tidies
 * the kept text: the mobile drops a '+91' typed before the fixed '+91'.
 */
export function useShownText({
  value,
  transform,
  format,
  keepTyped = false,
}: {
  value: string;
  transform?: ((text: string) => string) | undefined;
  format?: ((value: string) => string) | undefined;
  keepTyped?: boolean | ((typed: string) => string) | undefined;
}) {
  const [typed, setTyped] = useState<string | undefined>();
  const read = (text: string) => (transform ? transform(text) : text);
  const shown =
    keepTyped && typed !== undefined && read(typed) === value ? typed : format ? format(value) : value;
  return {
    shown,
    /** The value to hold for text typed into the field. */
    change: (text: string, event?: Event) => {
      if (!keepTyped) return read(text);
      const kept = typedByKey(event) ? (typeof keepTyped === 'function' ? keepTyped(text) : text) : undefined;
      setTyped(kept);
      return read(kept ?? text);
    },
    leave: () => setTyped(undefined),
  };
}

/** An edit made key by key (typing, deleting), not a paste, a drop or an autofill. */
function typedByKey(event: Event | undefined): boolean {
  const inputType = event && 'inputType' in event ? String(event.inputType) : '';
  return inputType === 'insertText' || inputType.startsWith('delete');
}
