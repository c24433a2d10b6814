import { useCallback, useState, type ClipboardEvent } from 'react';

/**
 * A text box with a length limit cuts a longer paste without a word (the browser's `maxlength`);
 * this counts what the last paste lost, so that the box can say so while its text is still at
 * the limit (`<PasteCutNote cut={text.length >= max ? cut : 0} />`).
 */
export function usePasteLimit(max: number) {
  const [cut, setCut] = useState(0);
  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
      const box = e.currentTarget;
      // Line ends as the box stores them; lengths in UTF-16 units, as `maxlength` counts.
      const pasted = e.clipboardData.getData('text').replace(/\r\n?/g, '\n');
      const selected = (box.selectionEnd ?? box.value.length) - (box.selectionStart ?? box.value.length);
      setCut(Math.max(0, box.value.length - selected + pasted.length - max));
    },
    [max],
  );
  return { cut, onPaste };
}
