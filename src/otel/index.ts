// OpenTelemetry for the SDK: `registerInstrumentations({ instrumentations: [new Pike13Instrumentation()] })`.
export { Pike13Instrumentation, type Pike13InstrumentationConfig } from './instrumentation.ts';
