import { AndroidPage } from '../../features/dev/components/android-page';

export default AndroidPage;
