import { config } from 'zod';

// The site's Content-Security-Policy forbids eval. Left to itself zod compiles object validators with
// `new Function`, and probes whether it may each time a schema is made: the browser reports that probe as a breach
// of the policy even though zod catches it. Imported before any schema is made (create-remote-app.tsx).
config({ jitless: true });
