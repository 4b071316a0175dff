document.getElementById('app')!.textContent = 'Loading';
