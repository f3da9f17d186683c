// The offline page of the service worker: the page that failed opens again on 'Tentar novamente', or by itself
// when the connection comes back.
const reload = () => window.location.reload();
window.addEventListener('online', reload);
document.getElementById('retry')?.addEventListener('click', reload);
