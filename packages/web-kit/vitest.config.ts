import { screenProject } from './test/support/screen-project';

export default screenProject('web-kit');
