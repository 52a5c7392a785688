import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, type ThemeName } from './theme-rule';

/** Layout settings of the full layout, changed by the customizer drawer. */
export interface LayoutState {
  sidebarOpen: boolean;
  customizerOpen: boolean;
  miniSidebar: boolean;
  rtl: boolean;
  activeTheme: ThemeName;
  boxed: boolean;
  cardBorder: boolean;
  currentRoute: string;
  isLandingPage: boolean;
}

/** Defaults: sidebar shown, everything else off, the landing theme. */
export const initialLayoutState: LayoutState = {
  sidebarOpen: true,
  customizerOpen: false,
  miniSidebar: false,
  rtl: false,
  activeTheme: DEFAULT_THEME,
  boxed: false,
  cardBorder: false,
  currentRoute: '/',
  isLandingPage: true,
};

/** Layout slice; the store mirrors `activeTheme` into localStorage `theme`. */
export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    sidebarOpenSet(state, action: PayloadAction<boolean>) {
      state.sidebarOpen = action.payload;
    },
    customizerOpenSet(state, action: PayloadAction<boolean>) {
      state.customizerOpen = action.payload;
    },
    miniSidebarSet(state, action: PayloadAction<boolean>) {
      state.miniSidebar = action.payload;
    },
    rtlSet(state, action: PayloadAction<boolean>) {
      state.rtl = action.payload;
    },
    themeSet(state, action: PayloadAction<ThemeName>) {
      state.activeTheme = action.payload;
    },
    boxedSet(state, action: PayloadAction<boolean>) {
      state.boxed = action.payload;
    },
    cardBorderSet(state, action: PayloadAction<boolean>) {
      state.cardBorder = action.payload;
    },
    routeChanged(state, action: PayloadAction<string>) {
      state.currentRoute = action.payload;
      state.isLandingPage = action.payload === '/';
    },
  },
  selectors: {
    selectLayout: (state) => state,
  },
});

export const {
  sidebarToggled,
  sidebarOpenSet,
  customizerOpenSet,
  miniSidebarSet,
  rtlSet,
  themeSet,
  boxedSet,
  cardBorderSet,
  routeChanged,
} = layoutSlice.actions;
export const { selectLayout } = layoutSlice.selectors;
