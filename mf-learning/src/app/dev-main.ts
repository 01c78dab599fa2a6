// `npm run dev -w mf-learning`: this remote alone on http://127.0.0.1:3002, /api proxied to the gateway on :8080.
import { startDevHost } from '@tp/web-kit/dev-host';

void startDevHost('mf_learning', () => import('./app'));
