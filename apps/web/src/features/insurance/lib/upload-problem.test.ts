import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-problem';

const file = (name: string, type: string, size = 1_000) => ({ name, type, size });

describe('a chosen document, before it is sent (spec 000 §5.5)', () => {
  it('takes a PDF, a JPEG or a PNG up to 5 MB', () => {
    expect(uploadProblem(file('certificate.pdf', 'application/pdf'))).toBeUndefined();
    expect(uploadProblem(file('photo.jpeg', 'image/jpeg', 5 * 1024 * 1024))).toBeUndefined();
    expect(uploadProblem(file('scan.PNG', ''))).toBeUndefined();
  });

  it('refuses another type, a larger file and an empty one in the words of the spec', () => {
    expect(uploadProblem(file('photo.gif', 'image/gif'))).toBe('Allowed file type pdf/jpg/jpeg/png.');
    expect(uploadProblem(file('notes.txt', ''))).toBe('Allowed file type pdf/jpg/jpeg/png.');
    expect(uploadProblem(file('big.pdf', 'application/pdf', 5 * 1024 * 1024 + 1))).toBe(
      'The file is too large. Please upload a file smaller than 5MB.',
    );
    expect(uploadProblem(file('empty.pdf', 'application/pdf', 0))).toBe('Please upload document');
  });
});
