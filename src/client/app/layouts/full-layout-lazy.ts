import { lazyWithPreload } from '../lazy-preload';

/** The signed-in layout (header, navigation), its own chunk; the task pane preloads it. */
export const FullLayout = lazyWithPreload(
  () => import(/* webpackChunkName: "layout" */ './FullLayout'),
);
