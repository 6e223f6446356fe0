// What the react-ts template's main.tsx renders, built; plus a first-party cookie and a storage key written on load.
document.cookie = 'returning_visitor=1; Path=/; Max-Age=31536000; SameSite=Lax';
localStorage.setItem('visit-count', String(Number(localStorage.getItem('visit-count') ?? 0) + 1));
document.getElementById('root').innerHTML = '<h1>Vite + React</h1><div class="card"><button type="button">count is 0</button></div>';
