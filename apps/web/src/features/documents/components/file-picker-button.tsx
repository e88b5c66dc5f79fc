import { FileButton } from '../../../components/form/file-button';

type FilePickerButtonProps = {
  text: string;
  /** The input's accessible name: 'PAN Card file', 'Front image'. */
  inputLabel: string;
  accept: string;
  disabled?: boolean;
  variant?: 'contained' | 'outlined';
  onPick: (file: File) => void;
};

/**
 * A button that opens the device's file chooser and hands over the one file chosen; the card
 * shows the chosen file's name and picture above it (ChosenFile).
 */
export function FilePickerButton(props: FilePickerButtonProps) {
  return <FileButton {...props} />;
}
