## Modo inline: @bot em qualquer chat (src/bot/features/inline).

inline-setup-button = Configurar: abrir o bot
inline-help-invoice-title = Pedir um pagamento: digite um valor e o motivo
inline-help-invoice-description = ex.: @{ $bot } 1000 café, 5k almoço, 5 usd
inline-help-message = ⚡ Para pedir um pagamento em qualquer chat, digite <code>@{ $bot } 1000 café</code> e escolha a fatura.
inline-refused-title = Não posso usar esse valor

inline-invoice-title = Fatura de { $amount }: { $description }
inline-invoice-title-alone = Fatura de { $amount }
inline-invoice-result-description = Cria uma fatura na sua conta e a publica aqui para qualquer pessoa pagar.
inline-invoice-pending = ⏳ Criando a <b>fatura de { $amount }</b>…
inline-pending-button = ⏳ Criando…
inline-pending-alert = A fatura ainda está sendo criada. Tente de novo em instantes.
inline-no-account = ⚠️ Nenhuma fatura foi criada: quem enviou ainda não tem conta comigo.
inline-invoice-not-created = ⚠️ Nenhuma fatura foi criada: esse valor não é permitido. Digite outro.
inline-pay-button = ⚡ Pagar
inline-qr-button = 🔳 Código QR
inline-qr-sent = O código QR está no seu chat privado comigo.
inline-invoice-gone = Esta fatura não está mais disponível. Peça uma nova.
