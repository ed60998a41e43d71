import { Module } from '@nestjs/common';
import { PropertyFormsController } from './property-forms.controller';
import { PropertyFormsService } from './property-forms.service';

/** The property page's forms: which ones a property takes, their rent terms, and the rows they keep beside a lead. */
@Module({
  controllers: [PropertyFormsController],
  providers: [PropertyFormsService],
  exports: [PropertyFormsService],
})
export class PropertyFormsModule {}
