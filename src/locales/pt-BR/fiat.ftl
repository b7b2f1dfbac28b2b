## Amounts given in fiat. Plain text (an invoice's description, not HTML): $description is
## what the person wrote, $fiat the fiat amount ("5.00 €").

invoice-fiat-description = { $description } ({ $fiat })
invoice-fiat-description-alone = { $fiat }
