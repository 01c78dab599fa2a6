import { screenProject } from '../packages/web-kit/test/support/screen-project';

export default screenProject('mf-learning', { passWithNoTests: true });
