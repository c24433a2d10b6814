import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile, SAVED_FILE_URL_MS } from '../src/lib/save-file.ts';

const { createObjectURL, revokeObjectURL } = URL;

describe('saving a file the browser holds', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('clicks a download link named after the file and keeps its URL alive until the browser has read it', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:op/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    saveFile(new Blob(['%PDF']), '周明轩.pdf');
    expect(clicked).toEqual([{ href: 'blob:op/1', download: '周明轩.pdf', attached: true }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    // A busy machine's browser reads the file seconds after the click (it was released after 1 s).
    vi.advanceTimersByTime(10_000);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SAVED_FILE_URL_MS);
    expect(revoke).toHaveBeenCalledWith('blob:op/1');
  });
});
