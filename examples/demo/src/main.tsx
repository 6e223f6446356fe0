import { startShell } from 'shellkit/client';

startShell();
