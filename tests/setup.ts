import '@testing-library/jest-dom';
import { TextDecoder } from 'node:util';

// jsdom lacks TextDecoder, which image-size (reading a picture's size on the server) needs.
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;
