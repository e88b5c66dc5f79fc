// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './file-button';

function Chooser({ onPick }: { onPick: (file: File) => void }) {
  const [name, setName] = useState<string>();
  return (
    <FileButton
      text="Choose file"
      inputLabel="Front side"
      accept="application/pdf"
      fileName={name}
      onPick={(file) => {
        setName(file.name);
        onPick(file);
      }}
    />
  );
}

describe('a file button', () => {
  it("is a focusable button, not the browser's own file control, that opens the chooser", () => {
    render(<Chooser onPick={() => {}} />);
    const button = screen.getByRole('button', { name: 'Choose file' });
    const input = screen.getByLabelText('Front side') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.hidden).toBe(false);
    expect(input.tabIndex).toBe(-1);
    expect(input.style.position).toBe('absolute');

    button.focus();
    expect(document.activeElement).toBe(button);
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
  });

  it("shows the chosen file's name beside the button, which it describes", () => {
    const onPick = vi.fn();
    render(<Chooser onPick={onPick} />);
    const file = new File(['%PDF-1.4'], 'aadhaar-front.pdf', { type: 'application/pdf' });

    fireEvent.change(screen.getByLabelText('Front side'), { target: { files: [file] } });

    expect(onPick).toHaveBeenCalledWith(file);
    const name = screen.getByText('aadhaar-front.pdf');
    expect(screen.getByRole('button', { name: 'Choose file' }).getAttribute('aria-describedby')).toBe(name.id);
  });
});
