## The welcome when the bot is added to a group (src/features/group-welcome). HTML.

group-welcome-welcome =
    👋 Ciao a tutti! Sono un bot wallet lightning.
    Rispondete al messaggio di qualcuno con <code>/tip 100</code> per mandargli una mancia (dopo l’importo si può aggiungere una nota); /invoice <i>1000</i> chiede un pagamento al gruppo; /help mostra altro.
    Ognuno di voi si configura nella chat privata con me: saldi e dettagli restano lì.
# A line under the welcome while the bot may not delete messages in the group.
group-welcome-allow-delete = Amministratori: permettetemi di eliminare i messaggi, e dopo un momento faccio pulizia dei comandi /tip e dei miei suggerimenti.
# A button.
group-welcome-set-up-button = Configura le mance
