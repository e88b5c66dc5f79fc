import type { home as enHome } from '../en/home';
import type { DeepPartial } from '../deep-partial';

export const home: DeepPartial<typeof enHome> = {
  greeting: 'नमस्ते, {{name}}',
  greetingWithoutName: 'नमस्ते',
  applyLoan: 'लोन के लिए आवेदन करें',
  myLoans: 'मेरे लोन',
};
