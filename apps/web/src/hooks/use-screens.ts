import { theme } from 'antd';
import { useMediaQuery } from './use-media-query.ts';

/**
 * Which of Ant Design's breakpoints the window is at least as wide as (its tokens' widths), right
 * from the first render. antd's Grid.useBreakpoint() only learns them in a layout effect and renders
 * the whole screen a second time, synchronously, once it has: on a phone that second render of the
 * resume library blocked input for about a quarter of a second.
 */
export function useScreens(): { md: boolean; lg: boolean; xl: boolean } {
  const { token } = theme.useToken();
  return {
    md: useMediaQuery(`(min-width: ${token.screenMD}px)`),
    lg: useMediaQuery(`(min-width: ${token.screenLG}px)`),
    xl: useMediaQuery(`(min-width: ${token.screenXL}px)`),
  };
}
