// Types for native-build-cache.mjs, which its test imports.
export declare function cachedPrebuildPath(
  packageName: string,
  options?: { npmCache?: string },
): { packageDir: string; file: string };

export declare function keepNativeBuild(
  packageName: string,
  binaryName: string,
  options?: { npmCache?: string },
): { status: 'kept' | 'already kept' | 'nothing built'; file: string };
