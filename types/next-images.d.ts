// Types of imported pictures (the icon sprite, components/ui/icon.tsx): next-env.d.ts brings them
// too, but it is written by `next build` and is absent from a fresh clone, where the type check
// of `npm run test:all` runs first.
/// <reference types="next/image-types/global" />
