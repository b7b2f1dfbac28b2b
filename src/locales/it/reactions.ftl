## Mance con le reazioni (src/features/reactions).

reaction-settings-menu-off = 👍 Mance con le reazioni: disattivate
reaction-settings-menu-on = 👍 Mance con le reazioni: { $amounts }, fino a <b>{ $budget }</b> al giorno (nei gruppi dove sono admin)
reaction-settings-on-button = 👍 Attiva le mance con le reazioni
reaction-settings-off-button = Disattiva le mance con le reazioni
reaction-settings-amounts-button = 👍 Importi per emoji
reaction-settings-budget-button = 👍 Budget giornaliero
reaction-settings-turned-on = Mance con le reazioni attive: le tue reazioni danno mance nei gruppi dove sono admin.
reaction-settings-turned-off = Mance con le reazioni disattivate.
reaction-settings-ask-amounts =
    👍 Quale reazione dà quanto? Ora: { $amounts }.
    Invia emoji, ognuna con un importo, es. <code>⚡ 21 🔥 100 ❤ 10</code> (/cancel li mantiene).
reaction-settings-not-a-reaction = { $emoji } non è una reazione offerta da Telegram. Usa reazioni come ⚡ 🔥 ❤ 👍.
reaction-settings-bad-mapping = Invia emoji, ognuna seguita da un importo, es. <code>⚡ 21 🔥 100</code> (al massimo 10).
reaction-settings-amounts-saved = ✅ Salvato: le tue reazioni danno { $amounts }.
reaction-settings-ask-budget =
    👍 Quanto possono dare in tutto le tue reazioni al giorno? Ora: <b>{ $budget }</b>.
    Invia un importo, es. 1000 o 5k (/cancel lo mantiene).
reaction-settings-budget-saved = ✅ Salvato: le tue reazioni danno fino a <b>{ $budget }</b> al giorno.
reaction-group-needs-admin = 👍 Le mance con le reazioni (da attivare in /settings) funzionano solo se un admin mi rende admin qui: Telegram mostra le reazioni solo ai bot admin.
reaction-group-cannot-deliver = 👍 Le tue mance con le reazioni non possono funzionare in <b>{ $group }</b>: Telegram mostra le reazioni solo ai bot admin del gruppo. Chiedi a un admin di rendermi admin; intanto /tip funziona.
reaction-budget-reached = 👍 La tua mancia con reazione di { $amount } a { $to } in { $where } non è stata inviata: supererebbe il tuo budget giornaliero per le reazioni di { $budget }. Alzalo in /settings, o usa /tip.
reaction-rate-limited = 👍 La tua ultima reazione in { $where } non ha inviato nulla: al massimo { $perMinute } mance al minuto per gruppo. Aspetta un attimo e reagisci di nuovo.

reaction-tip-tipper-line = 👍 Inviata con la tua reazione. Importi e budget giornaliero: /settings.
reaction-tip-recipient-line = 👍 Una mancia con una reazione.
