// The shell's entry. Module Federation's async startup has the shared modules ready before this runs.
import { startShell } from './app/start-shell';

void startShell();
