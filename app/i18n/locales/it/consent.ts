import type { PartialResources } from '../../resources'

/** Italian texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: 'Consenso ai cookie',
    title: 'Impostazioni dei cookie',
    body: 'Haven usa cookie necessari per la sicurezza e per mantenere il tuo accesso. Con il tuo ok ricordiamo anche le tue impostazioni e contiamo le visite in forma anonima.',
    acceptAll: 'Accetta tutti',
    necessaryOnly: 'Solo necessari',
    customize: 'Personalizza',
  },
  dialog: {
    title: 'Preferenze dei cookie',
    description: 'Scegli quali cookie può usare Haven. I cookie necessari sono sempre attivi perché senza di loro il sito non funziona.',
    save: 'Salva preferenze',
    acceptAll: 'Accetta tutti',
    necessaryOnly: 'Solo necessari',
    close: 'Chiudi',
    alwaysOn: 'Sempre attivi',
    note: 'Puoi cambiare queste impostazioni in qualsiasi momento dalla pagina <privacy>Informativa sulla privacy</privacy>.',
  },
  categories: {
    necessary: { label: 'Necessari', description: 'Accesso, sicurezza, lingua e tema. Fanno funzionare Haven.' },
    functional: { label: 'Funzionali', description: 'Ricordano piccoli extra, come le tue ricerche recenti, per una visita più fluida.' },
    analytics: {
      label: 'Statistiche',
      description: 'Conteggi anonimi delle visite che ci aiutano a migliorare Haven. Niente indirizzi IP, niente profili.',
    },
    marketing: { label: 'Marketing', description: 'Ci permettono di misurare le nostre campagne e di mostrarti novità di Haven altrove.' },
  },
  reset: {
    title: 'Le tue scelte sui cookie',
    none: 'Non hai ancora fatto una scelta. Il banner dei cookie te lo chiederà.',
    savedOn: 'Salvato il {{date}}',
    on: 'Attivi',
    off: 'Disattivati',
    resetButton: 'Reimposta le preferenze dei cookie',
    openButton: 'Apri le preferenze dei cookie',
    resetDone: 'Le tue preferenze dei cookie sono state reimpostate. Il banner te lo chiederà di nuovo.',
  },
}

export default consent
