import type { IApi } from '@umijs/max';

/**
 * The console's own code compiled for the browsers the build targets (`targets` in .umirc.ts), not for ES5.
 *
 * Umi hands `targets` to babel as its top-level option, but its preset passes `ignoreBrowserslistConfig: true` to
 * preset-env, and preset-env then reads only its own `targets` option: with none, it compiles for ES5. So every
 * async function became a regenerator state machine (with regenerator's runtime, about 3 kB gzip), every class,
 * spread and for…of a call to a helper (createClass, createSuper, wrapNativeSuper, objectSpread2 and others), in the
 * entry script and in every chunk. Given to preset-env itself, the same targets keep that syntax as written.
 */
export default (api: IApi) => {
  api.modifyBabelPresetOpts((opts) => ({
    ...opts,
    presetEnv: { ...opts.presetEnv, targets: api.config.targets },
  }));
};
