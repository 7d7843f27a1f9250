# language: fr
@topic-free-trade
Fonctionnalité: Règle optionnelle : Commerce Libre (fr:502-503)
  Pendant la phase Acceptation des Contrats, les joueurs peuvent s'échanger librement des
  cartes Contrat, des Marchandises et des po ; les biens échangés n'ont pas à être du même type
  (fr:503).  C'est une règle optionnelle (fr:502) : sans elle, aucun échange.

  Contexte:
    Soit les joueurs sont Jen et Kay
    Et c'est la phase Acceptation des Contrats du tour 3
    Et le contrat K1 demande 1 Marchandise de Consommation et rapporte 6 po et 1 PR, en 1/1/1 tours
    Et Kay détient les contrats K1
    Et Jen a 1 Marchandise de Consommation
    Et Kay a 2 Marchandises Alimentaires
    Et Jen a 10 po
    Et Kay a 10 po

  @fr-cl-16 @clarification @freetrade.trade
  Scénario: Les joueurs s'échangent librement une carte Contrat, une Marchandise et des po (fr:503)
    fr:503 ne demande pas l'accord de tous les joueurs ni ne parle de « any number » (en:878-880) :
    la règle optionnelle est en jeu, les deux joueuses conviennent de l'échange et le font.
    Soit la règle optionnelle Commerce Libre est en jeu
    Quand Jen donne à Kay 1 Marchandise de Consommation et 1 po contre le contrat K1
    Alors l'action est effectuée
    Et Jen détient les contrats K1
    Et Kay détient 0 contrat
    Et Jen a 0 Marchandise de Consommation
    Et Jen a 9 po
    Et Kay a 1 Marchandise de Consommation
    Et Kay a 11 po

  @fr-cl-16 @clarification @freetrade.trade
  Scénario: Les biens échangés n'ont pas à être du même type : des Marchandises contre des po (fr:503)
    Soit la règle optionnelle Commerce Libre est en jeu
    Quand Kay donne à Jen 2 Marchandises Alimentaires contre 3 po
    Alors l'action est effectuée
    Et Kay a 0 Marchandise Alimentaire
    Et Kay a 13 po
    Et Jen a 2 Marchandises Alimentaires
    Et Jen a 7 po

  @rule @freetrade.disabled
  Scénario: Sans la règle optionnelle, les joueurs ne s'échangent rien (fr:502)
    Quand Jen donne à Kay 1 Marchandise de Consommation et 1 po contre le contrat K1
    Alors l'action est refusée par la règle freetrade.disabled
    Et rien n'a changé

  @rule @turn.wrong-phase
  Scénario: Le Commerce Libre n'a lieu que pendant la phase Acceptation des Contrats (fr:503)
    Soit la règle optionnelle Commerce Libre est en jeu
    Et c'est la phase Don de Marchandises du tour 3
    Quand Kay donne à Jen 2 Marchandises Alimentaires contre 3 po
    Alors l'action est refusée par la règle turn.wrong-phase
    Et rien n'a changé
