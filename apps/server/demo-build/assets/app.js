// A small app of the demo catalogue: notes kept in this browser's storage, which belongs to the
// app's own origin alone. Nothing leaves the browser.
(() => {
  const english = !navigator.language.toLowerCase().startsWith('es');
  const texts = english
    ? {
        notesTitle: 'Your notes',
        noteLabel: 'New note',
        add: 'Add',
        empty: 'No notes yet. They are kept in this browser.',
        remove: 'Remove',
        opened: (count) => `Opened ${count} ${count === 1 ? 'time' : 'times'} in this browser.`,
      }
    : {
        notesTitle: 'Tus notas',
        noteLabel: 'Nueva nota',
        add: 'Añadir',
        empty: 'Aún no hay notas. Se guardan en este navegador.',
        remove: 'Quitar',
        opened: (count) => `Abierta ${count} ${count === 1 ? 'vez' : 'veces'} en este navegador.`,
      };
  document.documentElement.lang = english ? 'en' : 'es';
  for (const element of document.querySelectorAll('[data-text]')) {
    const text = texts[element.getAttribute('data-text')];
    if (typeof text === 'string') element.textContent = text;
  }

  const key = 'vitrina-demo:{{slug}}';
  const read = () => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '') ?? { opened: 0, notes: [] };
    } catch {
      return { opened: 0, notes: [] };
    }
  };
  const state = read();
  state.opened = (Number(state.opened) || 0) + 1;
  if (!Array.isArray(state.notes)) state.notes = [];
  const save = () => localStorage.setItem(key, JSON.stringify(state));
  save();

  const list = document.getElementById('notes');
  const empty = document.getElementById('empty');
  const render = () => {
    list.replaceChildren(
      ...state.notes.map((note, index) => {
        const item = document.createElement('li');
        const text = document.createElement('span');
        text.textContent = note;
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'remove';
        remove.textContent = texts.remove;
        remove.addEventListener('click', () => {
          state.notes.splice(index, 1);
          save();
          render();
        });
        item.append(text, remove);
        return item;
      }),
    );
    empty.hidden = state.notes.length > 0;
    // Read back from storage, so what is shown is what was kept.
    document.getElementById('opened').textContent = texts.opened(read().opened);
  };
  document.getElementById('note-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = document.getElementById('note');
    const note = input.value.trim();
    if (!note) return;
    state.notes.push(note);
    save();
    input.value = '';
    render();
  });
  render();
})();
