// Host of the smoke suite in a browser page: bundled with the package, the page exposes `runSmoke`.
import { runSmoke } from './smoke.js';

globalThis.runSmoke = runSmoke;
