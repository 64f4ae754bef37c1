// Runs before the first paint (a blocking script in <head>, added by web/build/themeBootScript.ts):
// applies the stored theme so a light-theme visitor never sees the dark default flash. The CSP
// allows no inline script, hence a file. Mirrors readStoredTheme and applyTheme in lib/theme.ts.
(function applyStoredTheme() {
  var theme = 'dark';
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {
    // Storage blocked: the default applies.
  }
  var root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
