// The saved resume library's script (bundled by scripts/prerender.ts): see resume-list.ts.
import { startSavedResumeList } from './resume-list.ts';

startSavedResumeList();
