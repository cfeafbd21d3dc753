import '@testing-library/jest-dom';
import { iconSpriteHref } from '@/lib/config/icon-names';

// What next.config.ts `env` writes into the code at build (components/common/icon.tsx).
process.env.LF_ICON_SPRITE_HREF ??= iconSpriteHref;
