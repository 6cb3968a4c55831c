/** The mail settings of the tests' shop: its notices go to `shop@brushwork.test`. */
export const testMailSettings = {
  from: 'Brushwork <shop@brushwork.test>',
  shopEmail: 'shop@brushwork.test',
  publicUrl: 'http://shop.brushwork.test',
  unsubscribeKey: 'test-unsubscribe-key',
  reviewRequestDelayHours: 0,
};
