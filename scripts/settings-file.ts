// Imported first by every tool in scripts/, for its effect: the settings file (--env-file <path> or ENV_FILE, see
// lib/server/env-file.mjs) is in process.env, and --env-file out of the arguments, before any other module of the tool
// is evaluated. Imports are evaluated in the order they are written, so no module can read a setting too early.
import { loadSettingsFile } from '@/lib/server/env-file.mjs';

loadSettingsFile();
