import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './fail-on-console-error';

afterEach(() => cleanup());
