//! The `variant` option of `/challenge` and `/settings`: one choice per variant.

use std::borrow::Cow;

use crate::service::api::Variant;

/// The `variant` option: one choice per [`Variant::ALL`] entry, labelled with its title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantChoice(pub Variant);

impl poise::ChoiceParameter for VariantChoice {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        Variant::ALL
            .iter()
            .map(|v| poise::CommandParameterChoice {
                name: Cow::Borrowed(v.title()),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        Variant::ALL.get(index).copied().map(VariantChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        Variant::ALL
            .iter()
            .find(|v| v.title().eq_ignore_ascii_case(name) || v.name().eq_ignore_ascii_case(name))
            .copied()
            .map(VariantChoice)
    }

    fn name(&self) -> &'static str {
        self.0.title()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn choices_follow_variant_all_and_round_trip() {
        let list = VariantChoice::list();
        assert_eq!(list.len(), Variant::ALL.len());
        for (i, v) in Variant::ALL.iter().enumerate() {
            assert_eq!(list[i].name, v.title());
            assert_eq!(VariantChoice::from_index(i), Some(VariantChoice(*v)));
            assert_eq!(VariantChoice::from_name(v.name()), Some(VariantChoice(*v)));
        }
        assert_eq!(VariantChoice::from_index(Variant::ALL.len()), None);
    }
}
