// `npm run dev -w mf-admin`: this remote alone on http://127.0.0.1:3004, /api proxied to the gateway on :8080.
import { startDevHost } from '@tp/web-kit/dev-host';

void startDevHost('mf_admin', () => import('./app'));
