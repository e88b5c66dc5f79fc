import { ClockPage } from '../../features/dev/components/clock-page';

export default ClockPage;
