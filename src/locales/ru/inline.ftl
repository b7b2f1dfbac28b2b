## Инлайн-режим: @bot в любом чате (src/bot/features/inline).

inline-setup-button = Настроить: открыть бота
inline-help-invoice-title = Запросить платёж: введите сумму и назначение
inline-help-invoice-description = напр. @{ $bot } 1000 кофе, 5k обед, 5 usd
inline-help-message = ⚡ Чтобы запросить платёж в любом чате, введите <code>@{ $bot } 1000 кофе</code> и выберите счёт.
inline-refused-title = Эту сумму использовать нельзя

inline-invoice-title = Счёт на { $amount }: { $description }
inline-invoice-title-alone = Счёт на { $amount }
inline-invoice-result-description = Создаёт счёт на вашем аккаунте и публикует его здесь, чтобы любой мог оплатить.
inline-invoice-pending = ⏳ Создаю <b>счёт на { $amount }</b>…
inline-pending-button = ⏳ Создаю…
inline-pending-alert = Счёт ещё создаётся. Попробуйте через мгновение.
inline-no-account = ⚠️ Счёт не создан: у отправителя ещё нет аккаунта у меня.
inline-invoice-not-created = ⚠️ Счёт не создан: такая сумма не допускается. Введите другую.
inline-pay-button = ⚡ Оплатить
inline-qr-button = 🔳 QR-код
inline-qr-sent = QR-код в вашем личном чате со мной.
inline-invoice-gone = Этот счёт больше недоступен. Запросите новый.
