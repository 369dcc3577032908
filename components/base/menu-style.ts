/** The look of the top bar's menus and popovers (Radix, on the page's body above everything). */
export const MENU = 'z-[600] min-w-56 max-w-[calc(100vw-1rem)] rounded-md bg-white py-1 text-sm text-slate-800 shadow-xl ring-1 ring-slate-200';
export const MENU_ITEM = 'flex w-full cursor-pointer items-center gap-2 px-3 py-1.5 text-left whitespace-normal outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100';
export const BAR_BUTTON = 'flex items-center gap-1.5 rounded px-2 py-1 hover:bg-slate-800 data-[state=open]:bg-slate-800';
