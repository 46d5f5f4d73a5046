// Run before every screen test file (`setupFiles` of the screens project in vitest.config.ts). The screen tests
// share their worker's modules (`isolate: false`, docs/testing.md), so hooks declared where a module loads would
// be declared for its first file only: they are declared here, once per file.
import './setup';

import { afterEach, beforeAll, vi } from 'vitest';

import { testMock } from './mock-api';
import { endScreenTest } from './render-route';

// Longer than a `findBy…` gives up after (./setup.ts), so a test that waits in vain says what is on screen.
// Vitest puts its config back after each file: set here, it holds for every file, not the worker's first.
vi.setConfig({ testTimeout: 20_000 });

// The mock is built once per worker (it parses the contract), before the first test's clock starts.
beforeAll(() => void testMock());

afterEach(endScreenTest);
