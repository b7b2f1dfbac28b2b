## The command menu (src/chat/menu.ts): one short description per command
## (at most 256 characters, plain text).

## In private chats

menu-private-invoice = Create an invoice with QR code
menu-private-pay = Pay an invoice, LNURL or lightning address
menu-private-send = Pay @user, name@domain or LNURL: /send 100 @user
menu-private-balance = Total, frozen and spendable
menu-private-history = Recent operations
menu-private-lnurl = Your reusable pay code
menu-private-claim = Redeem a voucher (LNURL-withdraw)
menu-private-entry = Your paid groups, their members and payments
menu-private-withdraw = Send on-chain
menu-private-settings = Language, currency, tip confirmation, lightning address
menu-private-connect = Connect your merchant account
menu-private-disconnect = Remove your merchant account
# /disconnect on the sandbox, where it resets the test account.
menu-private-disconnect-sandbox = Reset your test money
menu-private-cancel = Stop the current question
menu-private-help = What I can do

## In groups

menu-group-tip = Reply to a message: /tip 100 [note]
menu-group-tipjar = Open a tip jar: /tipjar 10k [what for]
menu-group-entry = Paid entry to this group: /entry 2100 [monthly]
menu-group-split = Share a bill: /split 60000 @ann @bob [what]
menu-group-chipin = All or nothing: /chipin 100000 @dev 10 [by 3d]
menu-group-top = Who gave and received most here
menu-group-send = Pay a member or address: /send 100 @user
menu-group-giveaway = First members to press Claim get a share: /giveaway 1000 5
menu-group-rain = Split sats among members who wrote lately: /rain 1000
menu-group-raffle = A prize drawn among members who enter: /raffle 21000 3 1h
menu-group-invoice = Ask the group for a payment
menu-group-lnurl = Your pay code, or a member's (reply or @user)
menu-group-balance = Your balance, sent privately
menu-group-help = What I can do
