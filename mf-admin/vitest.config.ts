import { screenProject } from '../packages/web-kit/test/support/screen-project';

export default screenProject('mf-admin', { passWithNoTests: true });
